/**
 * The notice's rich-text editor (TipTap on ProseMirror) with a small toolbar: bold, italic,
 * underline, strike, headings 2 and 3, lists, quote, link, undo and redo. The usual keyboard
 * shortcuts work (Ctrl/⌘+B, I, U, Shift+S, Z, Y; Ctrl/⌘+K for a link). It edits HTML; the
 * server cleans what is saved with its allow-list. Loaded on its own (RichTextField).
 */
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Link from '@tiptap/extension-link';
import Underline from '@tiptap/extension-underline';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Form, Input, Modal, Tooltip, theme } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { noticeContentClass } from '@/components/NoticeView';
import usePageT from '@/hooks/usePageT';
import { linkHrefOf } from '../utils';
import messages from '../messages';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** The field's name for assistive technology. */
  ariaLabel: string;
  id?: string;
  status?: 'error' | 'warning' | '';
}

/** The editor's HTML, or '' when it holds nothing. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = isMac ? '⌘' : 'Ctrl';

interface ToolProps {
  label: string;
  shortcut?: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

function Tool({ label, shortcut, icon, active, disabled, onClick }: ToolProps) {
  return (
    <Tooltip title={shortcut ? `${label} (${shortcut})` : label} mouseEnterDelay={0.4}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        // Keep the text's selection: the command acts on it.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

export default function RichTextEditor({ value, onChange, ariaLabel, id, status }: RichTextEditorProps) {
  const t = usePageT(messages);
  const { token } = theme.useToken();
  const [linking, setLinking] = useState<{ href: string } | undefined>();
  const [linkForm] = Form.useForm<{ href: string }>();
  // What the editor last gave the form: a value that differs came from outside (a notice loaded).
  const emitted = useRef<string | undefined>(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const openLinkRef = useRef<() => void>(() => {});

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false, underline: false }),
      Underline,
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['mailto'],
        isAllowedUri: (url) => linkHrefOf(url) !== undefined,
        HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
      }),
    ],
    content: value ?? '',
    editorProps: {
      attributes: {
        class: noticeContentClass,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': ariaLabel,
        ...(id ? { id } : {}),
        style: 'min-height: 240px; padding: 8px 12px; outline: none;',
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLinkRef.current();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: changed }) => {
      const html = htmlOf(changed);
      emitted.current = html;
      onChangeRef.current?.(html);
    },
  });

  // A value from outside (the notice loaded, the form reset) replaces the text.
  useEffect(() => {
    if (!editor || value === undefined || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  openLinkRef.current = () => {
    const href = (editor.getAttributes('link').href as string | undefined) ?? '';
    linkForm.setFieldsValue({ href });
    setLinking({ href });
  };

  const chain = () => editor.chain().focus();

  async function saveLink() {
    let href: string;
    try {
      ({ href } = await linkForm.validateFields());
    } catch {
      return; // The field shows why.
    }
    if (!href?.trim()) chain().extendMarkRange('link').unsetLink().run();
    else
      chain()
        .extendMarkRange('link')
        .setLink({ href: linkHrefOf(href)! })
        .run();
    setLinking(undefined);
  }

  const border = status === 'error' ? token.colorError : token.colorBorder;

  return (
    <div
      style={{ border: `1px solid ${border}`, borderRadius: token.borderRadius, background: token.colorBgContainer }}
      data-testid="rich-text-editor"
    >
      <div
        role="toolbar"
        aria-label={t('noticeManage.editor.toolbar')}
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          padding: 4,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Tool
          label={t('noticeManage.editor.bold')}
          shortcut={`${MOD}+B`}
          icon={<BoldOutlined />}
          active={state?.bold}
          onClick={() => chain().toggleBold().run()}
        />
        <Tool
          label={t('noticeManage.editor.italic')}
          shortcut={`${MOD}+I`}
          icon={<ItalicOutlined />}
          active={state?.italic}
          onClick={() => chain().toggleItalic().run()}
        />
        <Tool
          label={t('noticeManage.editor.underline')}
          shortcut={`${MOD}+U`}
          icon={<UnderlineOutlined />}
          active={state?.underline}
          onClick={() => chain().toggleUnderline().run()}
        />
        <Tool
          label={t('noticeManage.editor.strike')}
          shortcut={`${MOD}+Shift+S`}
          icon={<StrikethroughOutlined />}
          active={state?.strike}
          onClick={() => chain().toggleStrike().run()}
        />
        <Divider type="vertical" />
        <Tool
          label={t('noticeManage.editor.h2')}
          shortcut={`${MOD}+Alt+2`}
          icon={<span style={{ fontWeight: 600 }}>H2</span>}
          active={state?.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <Tool
          label={t('noticeManage.editor.h3')}
          shortcut={`${MOD}+Alt+3`}
          icon={<span style={{ fontWeight: 600 }}>H3</span>}
          active={state?.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <Tool
          label={t('noticeManage.editor.bulletList')}
          shortcut={`${MOD}+Shift+8`}
          icon={<UnorderedListOutlined />}
          active={state?.bullet}
          onClick={() => chain().toggleBulletList().run()}
        />
        <Tool
          label={t('noticeManage.editor.orderedList')}
          shortcut={`${MOD}+Shift+7`}
          icon={<OrderedListOutlined />}
          active={state?.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <Tool
          label={t('noticeManage.editor.quote')}
          shortcut={`${MOD}+Shift+B`}
          icon={<span style={{ fontWeight: 600 }}>❝</span>}
          active={state?.quote}
          onClick={() => chain().toggleBlockquote().run()}
        />
        <Tool
          label={t('noticeManage.editor.link')}
          shortcut={`${MOD}+K`}
          icon={<LinkOutlined />}
          active={state?.link}
          onClick={() => openLinkRef.current()}
        />
        <Divider type="vertical" />
        <Tool
          label={t('noticeManage.editor.undo')}
          shortcut={`${MOD}+Z`}
          icon={<UndoOutlined />}
          disabled={!state?.canUndo}
          onClick={() => chain().undo().run()}
        />
        <Tool
          label={t('noticeManage.editor.redo')}
          shortcut={isMac ? `${MOD}+Shift+Z` : `${MOD}+Y`}
          icon={<RedoOutlined />}
          disabled={!state?.canRedo}
          onClick={() => chain().redo().run()}
        />
      </div>
      <EditorContent editor={editor} />
      <Modal
        open={linking !== undefined}
        title={t('noticeManage.editor.link.title')}
        okText={t('noticeManage.ok')}
        cancelText={t('noticeManage.cancel')}
        onOk={saveLink}
        onCancel={() => {
          setLinking(undefined);
          editor.commands.focus();
        }}
        destroyOnHidden
        width={440}
      >
        <Form form={linkForm} layout="vertical" preserve={false} onFinish={saveLink}>
          <Form.Item
            name="href"
            label={t('noticeManage.editor.link.href')}
            extra={t('noticeManage.editor.link.extra')}
            rules={[
              {
                validator: (_, href: string | undefined) =>
                  !href?.trim() || linkHrefOf(href)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('noticeManage.editor.link.invalid'))),
              },
            ]}
          >
            <Input autoFocus placeholder="https://" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
