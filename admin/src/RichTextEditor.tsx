import { EditorContent, useEditor, type JSONContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, ButtonGroup, FormHelperText, FormLabel } from '@mui/material';
import { useEffect } from 'react';

/** A rich-text editor whose value is the editor's JSON document ({type: 'doc', content}), stored as is. */
export default function RichTextEditor({ value, onChange, label, id, helperText }: { value: JSONContent | null; onChange(value: JSONContent): void; label: string; id: string; helperText?: string }) {
  const editor = useEditor({
    extensions: [StarterKit],
    content: value ?? undefined,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': `${id}-label`, id, class: 'rich-text' } },
    onUpdate: ({ editor: current }) => onChange(current.getJSON()),
  });
  // A record loaded after the editor started. useEditor may hand over an editor it has since destroyed (it
  // recreates it on a remount), whose commands are gone: setting its content crashed the page.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value && JSON.stringify(editor.getJSON()) !== JSON.stringify(value)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return null;
  const mark = (name: string, run: () => void, text: string) => (
    <Button aria-label={name} aria-pressed={editor.isActive(name.toLowerCase().replace(/ /g, ''))} onClick={run}>{text}</Button>
  );
  return (
    <div style={{ margin: '8px 0 16px', width: '100%' }}>
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      <ButtonGroup size="small" variant="outlined" aria-label={`${label} formatting`} sx={{ display: 'flex', my: 1 }}>
        {mark('Bold', () => editor.chain().focus().toggleBold().run(), 'B')}
        {mark('Italic', () => editor.chain().focus().toggleItalic().run(), 'I')}
        <Button aria-label="Heading" onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}>H2</Button>
        <Button aria-label="Bullet list" onClick={() => editor.chain().focus().toggleBulletList().run()}>• List</Button>
      </ButtonGroup>
      <EditorContent editor={editor} style={{ border: '1px solid #767676', borderRadius: 4, padding: '4px 12px', minHeight: 120 }} />
      <FormHelperText>{helperText ?? 'Rich text'}</FormHelperText>
    </div>
  );
}
