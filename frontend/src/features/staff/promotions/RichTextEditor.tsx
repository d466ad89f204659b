import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import '../../../shared/ui/richText.css';
import './richTextEditor.css';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
}

/**
 * TipTap editor with the formatting promotions use. Loaded lazily (only the staff editor needs it),
 * so ProseMirror never reaches the shop's main bundle.
 */
export default function RichTextEditor({ id, label, value, onChange }: Props) {
  const { t } = useTranslation('content');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }), Image],
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
    editorProps: { attributes: { id, 'aria-label': label, class: 'rich-text rich-text-editor__area' } },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();

  function setLink() {
    const current = editor!.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('editor.linkPrompt'), current ?? 'https://');
    if (href === null) return;
    if (href === '') chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  }

  function addImage() {
    const src = window.prompt(t('editor.imagePrompt'), 'https://');
    if (src) chain().setImage({ src }).run();
  }

  const button = (key: string, active: boolean, run: () => void) => (
    <button type="button" className={active ? 'is-active' : ''} aria-pressed={active} onClick={run}>
      {t(`editor.tools.${key}`)}
    </button>
  );

  return (
    <div className="rich-text-editor">
      <div className="rich-text-editor__toolbar" role="toolbar" aria-label={t('editor.toolbar', { label })}>
        {button('bold', state?.bold ?? false, () => chain().toggleBold().run())}
        {button('italic', state?.italic ?? false, () => chain().toggleItalic().run())}
        {button('h2', state?.h2 ?? false, () => chain().toggleHeading({ level: 2 }).run())}
        {button('h3', state?.h3 ?? false, () => chain().toggleHeading({ level: 3 }).run())}
        {button('bullet', state?.bullet ?? false, () => chain().toggleBulletList().run())}
        {button('ordered', state?.ordered ?? false, () => chain().toggleOrderedList().run())}
        {button('link', state?.link ?? false, setLink)}
        {button('image', false, addImage)}
        {button('undo', false, () => chain().undo().run())}
        {button('redo', false, () => chain().redo().run())}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
