import { useLayoutEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { fieldClass } from '@/components/ui/field';

/** agent-side.md §2: the text area grows from 44 to 120 pixels. */
const MIN_HEIGHT = 44;
const MAX_HEIGHT = 120;

/** The message box: Enter sends, Shift+Enter adds a line, a blank message is not sent; disabled while it must wait. */
export function Composer({ disabled, maxLength, onSend }: { disabled: boolean; maxLength: number; onSend: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.height = `${MIN_HEIGHT}px`;
    // An empty box stays one line even when its placeholder wraps on a narrow phone.
    if (text) el.style.height = `${Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, el.scrollHeight))}px`;
  }, [text]);

  const send = async () => {
    if (disabled || !text.trim()) return;
    const value = text;
    setText('');
    const sent = await onSend(value);
    if (!sent) setText(value);
    area.current?.focus();
  };

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label htmlFor="chat-message" className="sr-only">
        Your message
      </label>
      <textarea
        id="chat-message"
        ref={area}
        rows={1}
        value={text}
        maxLength={maxLength}
        disabled={disabled}
        placeholder="Your dream trip…"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void send();
          }
        }}
        style={{ minHeight: MIN_HEIGHT, maxHeight: MAX_HEIGHT }}
        className={fieldClass({}, 'min-w-0 flex-1 resize-none rounded-2xl leading-6')}
      />
      <button
        type="submit"
        disabled={disabled || !text.trim()}
        className={buttonClass({ size: 'sm' }, 'shrink-0')}
      >
        Send
      </button>
    </form>
  );
}
