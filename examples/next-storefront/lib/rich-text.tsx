import type { ReactNode } from 'react';

/** A node of the rich-text document the admin app's editor writes (TipTap/ProseMirror JSON). */
interface RichNode {
  type?: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type?: string; attrs?: Record<string, unknown> }[];
  content?: RichNode[];
}

const isNode = (value: unknown): value is RichNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only web and mail links: a `javascript:` href written into the JSON never becomes a link. */
const safeHref = (href: unknown) => (typeof href === 'string' && /^(https?:|mailto:|\/(?!\/))/i.test(href) ? href : undefined);

function marked(text: ReactNode, marks: RichNode['marks'], key: number): ReactNode {
  return (marks ?? []).reduce<ReactNode>((inner, mark, index) => {
    const at = `${key}-${index}`;
    switch (mark.type) {
      case 'bold': return <strong key={at}>{inner}</strong>;
      case 'italic': return <em key={at}>{inner}</em>;
      case 'strike': return <s key={at}>{inner}</s>;
      case 'underline': return <u key={at}>{inner}</u>;
      case 'code': return <code key={at}>{inner}</code>;
      case 'link': {
        const href = safeHref(mark.attrs?.href);
        return href ? <a key={at} href={href} rel="noopener noreferrer">{inner}</a> : inner;
      }
      default: return inner;
    }
  }, text);
}

function children(node: RichNode): ReactNode[] {
  return (Array.isArray(node.content) ? node.content : []).filter(isNode).map(renderNode);
}

function renderNode(node: RichNode, key: number): ReactNode {
  switch (node.type) {
    case 'text': return marked(node.text ?? '', node.marks, key);
    case 'paragraph': return <p key={key}>{children(node)}</p>;
    case 'heading': {
      // The page's own h1 is the title: the story's headings start at h2.
      const level = Math.min(6, Math.max(2, Number(node.attrs?.level) || 2));
      const Heading = `h${level}` as 'h2';
      return <Heading key={key}>{children(node)}</Heading>;
    }
    case 'bulletList': return <ul key={key}>{children(node)}</ul>;
    case 'orderedList': return <ol key={key}>{children(node)}</ol>;
    case 'listItem': return <li key={key}>{children(node)}</li>;
    case 'blockquote': return <blockquote key={key}>{children(node)}</blockquote>;
    case 'codeBlock': return <pre key={key}><code>{children(node)}</code></pre>;
    case 'hardBreak': return <br key={key} />;
    case 'horizontalRule': return <hr key={key} />;
    // The document itself, and nodes of extensions this renderer does not know: their content, as text.
    default: return <span key={key}>{children(node)}</span>;
  }
}

/**
 * The campaign's story (`content` of GET /api/preorders/{id}, the editor's rich-text JSON) as React
 * elements: text is escaped by React, no HTML from the service is inserted. Null when there is none.
 */
export function RichText({ document }: { document: unknown }) {
  if (!isNode(document) || !Array.isArray(document.content) || document.content.length === 0) return null;
  return <>{children(document)}</>;
}
