import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { type TextAreaRef } from 'antd/es/input/TextArea';
import { type ReactNode, useRef } from 'react';
import { type Edit, listLines, wrapSelection } from '../lib/markup-edits';
import { postAdTexts as t } from '../post-ad.texts';

// Icons, not letters: a button's visible text must be part of its name ('1.' is not in 'Genummerde lijst').
const TOOLS: [ReactNode, string, (edit: Edit) => Edit][] = [
  [<BoldOutlined key="b" />, t.bold, (e) => wrapSelection(e, '**')],
  [<ItalicOutlined key="i" />, t.italic, (e) => wrapSelection(e, '*')],
  [<UnorderedListOutlined key="ul" />, t.bulletList, (e) => listLines(e, false)],
  [<OrderedListOutlined key="ol" />, t.numberedList, (e) => listLines(e, true)],
];

interface DescriptionEditorProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/**
 * The description with bold, italic, bullet and numbered lists (spec 2). It writes the light markup the ad page
 * renders as text (never HTML), so what a seller types can never become markup in a buyer's browser.
 */
export function DescriptionEditor({ value = '', onChange, id }: DescriptionEditorProps) {
  const ref = useRef<TextAreaRef>(null);
  const apply = (change: (edit: Edit) => Edit) => {
    const area = ref.current?.resizableTextArea?.textArea;
    const edit = change({ value, selectionStart: area?.selectionStart ?? value.length, selectionEnd: area?.selectionEnd ?? value.length });
    onChange?.(edit.value);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };
  return (
    <div className="sm-editor">
      <div className="sm-editor__tools" role="toolbar" aria-label={t.description}>
        {TOOLS.map(([icon, name, change]) => (
          <Button key={name} size="small" aria-label={name} title={name} onClick={() => apply(change)} icon={icon} />
        ))}
        <span className="sm-editor__help">{t.descriptionHelp}</span>
      </div>
      <Input.TextArea id={id} ref={ref} value={value} onChange={(e) => onChange?.(e.target.value)} rows={6} maxLength={1000} showCount />
    </div>
  );
}
