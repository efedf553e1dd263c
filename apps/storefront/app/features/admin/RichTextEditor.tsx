import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Button } from '../../ui/Button';
import { allowedUrl, cleanEditorHtml } from './editor-html';
import { NoteField } from './NoteField';

/** What the editor's owner reads when it saves: the HTML as the merchant left it (the API sanitizes it). */
export type EditorHandle = { html(): string };

const COMMANDS = [
  { label: 'Bold', command: 'bold' },
  { label: 'Italic', command: 'italic' },
  { label: 'Heading', command: 'formatBlock', value: '<h2>' },
  { label: 'Paragraph', command: 'formatBlock', value: '<p>' },
  { label: 'Bulleted list', command: 'insertUnorderedList' },
  { label: 'Numbered list', command: 'insertOrderedList' },
  { label: 'Link', command: 'createLink' },
  { label: 'Remove link', command: 'unlink' },
  { label: 'Clear formatting', command: 'removeFormat' },
] as const;

/**
 * The back-office's own small rich-text editor (docs/adr/0037-cms-editor-of-our-own.md): an editable region with a
 * toolbar of the browser's editing commands, and a view of its HTML. It starts from HTML the API already passed
 * through the shop's allow-list; HTML typed in the source view is reduced to that list before the region shows it;
 * the API sanitizes again on save (docs/back-office.md#catalogue-edits).
 */
export function RichTextEditor({
  id,
  label,
  initialHtml,
  ref,
}: {
  id: string;
  label: string;
  initialHtml: string;
  ref: Ref<EditorHandle>;
}) {
  const region = useRef<HTMLDivElement>(null);
  const source = useRef<HTMLTextAreaElement>(null);
  const saved = useRef<Range | null>(null);
  const [showSource, setShowSource] = useState(false);
  const [html, setHtml] = useState(initialHtml);

  // The region is filled from state once per switch back to it; React never renders its children, so the browser's
  // editing owns them in between.
  useEffect(() => {
    if (!showSource && region.current) region.current.innerHTML = html;
  }, [showSource, html]);

  useImperativeHandle(
    ref,
    () => ({
      html: () => (showSource ? (source.current?.value ?? html) : (region.current?.innerHTML ?? html)),
    }),
    [showSource, html],
  );

  // The toolbar's buttons take the focus: the selection in the region is kept and put back before each command.
  useEffect(() => {
    const remember = () => {
      const selection = document.getSelection();
      if (selection && selection.rangeCount > 0 && region.current?.contains(selection.anchorNode))
        saved.current = selection.getRangeAt(0).cloneRange();
    };
    document.addEventListener('selectionchange', remember);
    return () => document.removeEventListener('selectionchange', remember);
  }, []);

  function run(command: (typeof COMMANDS)[number]) {
    const editable = region.current;
    if (!editable) return;
    editable.focus();
    const selection = document.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    let value: string | undefined = 'value' in command ? command.value : undefined;
    if (command.command === 'createLink') {
      const url = window.prompt('Link address (https://…, /page, mailto:…)')?.trim();
      if (!url || !allowedUrl(url)) return;
      value = url;
    }
    // The browser's editing commands: old, but in every browser, and all this small editor needs (ADR 0037).
    document.execCommand(command.command, false, value);
  }

  function toggle() {
    if (showSource) setHtml(cleanEditorHtml(source.current?.value ?? ''));
    else setHtml(region.current?.innerHTML ?? html);
    setShowSource(!showSource);
  }

  const labelId = `${id}-label`;
  return (
    <div className="ui-field admin-editor-field">
      <span id={labelId} className="admin-editor-label">
        {label}
      </span>
      {showSource ? (
        <NoteField
          id={`${id}-source`}
          label={`${label} (HTML)`}
          ref={source}
          defaultValue={html}
          rows={12}
          spellCheck={false}
        />
      ) : (
        <>
          <div className="admin-editor-tools" role="toolbar" aria-label={`${label}: formatting`} aria-controls={id}>
            {COMMANDS.map((command) => (
              <Button
                key={command.label}
                // A mouse press would move the focus and lose the selection before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => run(command)}
              >
                {command.label}
              </Button>
            ))}
          </div>
          <div
            id={id}
            ref={region}
            className="admin-editor"
            role="textbox"
            aria-multiline="true"
            aria-labelledby={labelId}
            contentEditable
            suppressContentEditableWarning
            tabIndex={0}
          />
        </>
      )}
      <Button onClick={toggle}>{showSource ? 'Show the formatted text' : 'Edit the HTML'}</Button>
    </div>
  );
}
