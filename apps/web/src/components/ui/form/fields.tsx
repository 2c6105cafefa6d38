import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { fieldClass } from '@/components/ui/field';

/**
 * The one form-field kit. Every control gets a visible label, its hint and the form's message through
 * `aria-describedby`, and `aria-invalid` when a rule fails for it. The message itself is shown once, in the
 * form's `FormAlert`/`ErrorList` (the spec shows a form's messages together, not under each field): pass that
 * element's id as `errorId` so a screen reader reads the message with the field.
 */
interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shows the red asterisk after the label. */
  required?: boolean;
  invalid?: boolean;
  /** Id of the element that shows this field's message. */
  errorId?: string;
  /** Further ids to describe the control with (e.g. a password checklist). */
  describedBy?: string;
}

const controlClass = fieldClass({}, 'mt-1 shadow-sm');
/** Selects count as read-only to CSS, so only text inputs get the read-only look. */
const inputClass = `${controlClass} read-only:bg-stone-100`;

const ids = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(' ') || undefined;

function Label({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-stone-800">
      {label}
      {required && <span aria-hidden="true" className="text-red-600"> *</span>}
    </label>
  );
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-stone-500">
      {children}
    </p>
  );
}

function controlAria(id: string, { hint, invalid, errorId, describedBy }: Omit<FieldProps, 'label'>, extra?: string) {
  return {
    'aria-invalid': invalid || undefined,
    'aria-describedby': ids(hint ? `${id}-hint` : null, extra, invalid && errorId, describedBy),
  };
}

type Without<T> = Omit<T, keyof FieldProps | 'id'>;

export function TextField({ label, hint, required, invalid, errorId, describedBy, ...input }: FieldProps & Without<InputHTMLAttributes<HTMLInputElement>> & { ref?: React.Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <input id={id} required={required} {...controlAria(id, { hint, invalid, errorId, describedBy })} className={inputClass} {...input} />
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </div>
  );
}

/** A password input with a show/hide toggle: typing a strong password on a phone is hard enough. */
export function PasswordField({ label, hint, required, invalid, errorId, describedBy, ...input }: FieldProps & { label: string } & Without<InputHTMLAttributes<HTMLInputElement>> & { ref?: React.Ref<HTMLInputElement> }) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const name = label.replace(/\s*\*$/, '').toLowerCase();
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <div className="relative mt-1">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          required={required}
          {...controlAria(id, { hint, invalid, errorId, describedBy })}
          className={fieldClass({}, 'shadow-sm read-only:bg-stone-100 pr-20')}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${name}` : `Show ${name}`}
          aria-pressed={visible}
          className="absolute inset-y-0 right-1 my-1 rounded-lg px-3 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-700"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </div>
  );
}

/** A textarea with a live character count against its limit. */
export function TextAreaField({
  label,
  hint,
  required,
  invalid,
  errorId,
  describedBy,
  length,
  maxLength,
  ...area
}: FieldProps & Without<TextareaHTMLAttributes<HTMLTextAreaElement>> & { length: number; maxLength: number; ref?: React.Ref<HTMLTextAreaElement> }) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <textarea
        id={id}
        rows={5}
        maxLength={maxLength}
        required={required}
        {...controlAria(id, { hint, invalid, errorId, describedBy }, `${id}-count`)}
        className={`${controlClass} resize-y`}
        {...area}
      />
      <p id={`${id}-count`} className="mt-1 text-right text-sm tabular-nums text-stone-500">
        {length}/{maxLength}
      </p>
    </div>
  );
}

export function SelectField({
  label,
  hint,
  required,
  invalid,
  errorId,
  describedBy,
  placeholder,
  options,
  ...select
}: FieldProps &
  Without<SelectHTMLAttributes<HTMLSelectElement>> & {
    /** The empty first option, when the field may be left unset. */
    placeholder?: string;
    /** Plain strings are both value and label. */
    options: readonly (string | number | { value: string | number; label: string })[];
    ref?: React.Ref<HTMLSelectElement>;
  }) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <select id={id} required={required} {...controlAria(id, { hint, invalid, errorId, describedBy })} className={controlClass} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => {
          const { value, label: text } = typeof o === 'object' ? o : { value: o, label: String(o) };
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </div>
  );
}

export function CheckboxField({ label, invalid, errorId, describedBy, ...input }: Omit<FieldProps, 'hint' | 'required'> & Without<InputHTMLAttributes<HTMLInputElement>> & { ref?: React.Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        {...controlAria(id, { invalid, errorId, describedBy })}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-stone-400 accent-emerald-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        {...input}
      />
      <label htmlFor={id} className="text-stone-700">
        {label}
      </label>
    </div>
  );
}
