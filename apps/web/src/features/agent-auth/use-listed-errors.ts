import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessages } from '@/components/ui/form';

/**
 * The messages a password form lists together (agent-side.md §5: "all errors are listed together"): every broken
 * rule in the form's order, then what the server said, and whether the link itself is the problem (a new one is
 * offered then). Any edit clears them until the next submit; pass `edit` to each field's `register`.
 */
export function useListedErrors<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'formState' | 'clearErrors'>, order: readonly (keyof T & string)[]) {
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [linkProblem, setLinkProblem] = useState(false);
  const errors = [...errorMessages(form.formState.errors, order), ...serverErrors];
  return {
    errors,
    linkProblem,
    edit: {
      onChange: () => {
        if (errors.length === 0) return;
        form.clearErrors();
        setServerErrors([]);
        setLinkProblem(false);
      },
    },
    /** The server refused: its messages, and whether a new link is what the visitor needs. */
    refused: (messages: string[], link: boolean) => {
      setServerErrors(messages);
      setLinkProblem(link);
    },
    /** A submit whose rules failed replaces what the server said last. */
    invalid: () => setServerErrors([]),
  };
}
