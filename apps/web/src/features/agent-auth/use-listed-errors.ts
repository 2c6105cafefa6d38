import { useId, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessages } from '@/components/ui/form';

/**
 * The messages a password form lists together (agent-side.md §5: "all errors are listed together"): every broken
 * rule in the form's order, then what the server said, and whether the link itself is the problem (a new one is
 * offered then). `field(name)` registers a field, marked invalid and described by the list while it shows (give the
 * list `errorsId`); any edit clears them until the next submit.
 */
export function useListedErrors<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'formState' | 'clearErrors' | 'register'>, order: readonly (Path<T> & keyof T)[]) {
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [linkProblem, setLinkProblem] = useState(false);
  const errorsId = useId();
  const errors = [...errorMessages(form.formState.errors, order), ...serverErrors];
  const edit = {
    onChange: () => {
      if (errors.length === 0) return;
      form.clearErrors();
      setServerErrors([]);
      setLinkProblem(false);
    },
  };
  return {
    errors,
    errorsId,
    linkProblem,
    field: (name: Path<T>) => ({ invalid: errors.length > 0, errorId: errorsId, ...form.register(name, edit) }),
    /** The server refused: its messages, and whether a new link is what the visitor needs. */
    refused: (messages: string[], link: boolean) => {
      setServerErrors(messages);
      setLinkProblem(link);
    },
    /** A submit whose rules failed replaces what the server said last. */
    invalid: () => setServerErrors([]),
  };
}
