// How a form shows what it refuses: every bad field marked at once (`aria-invalid`, its message under it), then the
// first of them takes the focus, so it is announced with its message. The same for a check made before sending and
// for a server's 400 naming its fields.
import { type RefObject, useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { errorMessage, fieldErrors } from './api/errors';

/**
 * Draws the marks `mark` sets at once, then focuses the first control marked invalid in `form`. It comes to the middle
 * of the screen: scrolled only to the top edge, it would sit under a phone's top bar and the toast.
 */
export function markAndFocusFirstInvalid(form: HTMLElement | null, mark: () => void): void {
  flushSync(mark);
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus({ preventScroll: true });
  first?.scrollIntoView?.({ block: 'center' });
}

export interface FieldErrors<Form extends HTMLElement> {
  /** The form (or the part of the page) whose fields are marked. */
  formRef: RefObject<Form | null>;
  /** Each refused field's message, by its name in the body (`email`, `lines.0.reason`). */
  errors: Record<string, string>;
  /** Marks these fields and no others, and focuses the first marked. */
  show: (refused: Record<string, string>) => void;
  /**
   * Marks the fields a refused call names that the form shows (`rename` turns the body's name into the form's), and
   * answers what to say apart from them: the whole message when it named none of them, else ''.
   */
  showRefusal: (error: unknown, shown: readonly string[], rename?: (field: string) => string) => string;
  /** Takes the mark off a field being changed. */
  clear: (field: string) => void;
}

export function useFieldErrors<Form extends HTMLElement = HTMLFormElement>(): FieldErrors<Form> {
  const formRef = useRef<Form>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const show = useCallback((refused: Record<string, string>) => {
    markAndFocusFirstInvalid(formRef.current, () => setErrors(refused));
  }, []);
  const showRefusal = useCallback(
    (error: unknown, shown: readonly string[], rename: (field: string) => string = (field) => field) => {
      const named = Object.entries(fieldErrors(error)).map(([field, message]) => [rename(field), message] as const);
      const refused = Object.fromEntries(named.filter(([field]) => shown.includes(field)));
      show(refused);
      return Object.keys(refused).length > 0 ? '' : errorMessage(error);
    },
    [show],
  );
  const clear = useCallback((field: string) => {
    setErrors((marked) => {
      if (!(field in marked)) return marked;
      const { [field]: _cleared, ...others } = marked;
      return others;
    });
  }, []);
  return { formRef, errors, show, showRefusal, clear };
}
