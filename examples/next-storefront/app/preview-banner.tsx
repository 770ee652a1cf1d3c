/** Shown on every page read in draft mode: what the preview shows, and the way out. */
export function PreviewBanner({ published, refused }: { published?: boolean; refused?: string }) {
  return (
    <aside className="preview-banner" role="status" data-preview={refused ? 'refused' : published ? 'published' : 'draft'}>
      {refused
        ? <>Preview ended ({refused}) </>
        : published ? <>Preview: this is published, as shoppers see it now. </> : <>Preview: a draft, not in the shop yet. </>}
      <a href="/api/draft/exit">Exit preview</a>
    </aside>
  );
}
