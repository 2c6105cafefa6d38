import { MESSAGES, PASSWORD_CHECKLIST } from '@safari/contract';

/** The live rule checklist and match hint under the password fields. */
export function PasswordChecklist({ id, password, confirm }: { id: string; password: string; confirm: string }) {
  return (
    <div id={id} className="rounded-xl bg-stone-50 px-4 py-3 text-sm ring-1 ring-stone-200">
      <p className="font-semibold text-stone-700">Your password needs:</p>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
        {PASSWORD_CHECKLIST.map((rule) => {
          const ok = rule.test(password);
          return (
            <li key={rule.label} className={`flex items-center gap-2 ${ok ? 'text-emerald-800' : 'text-stone-500'}`} data-met={ok}>
              <span aria-hidden="true" className={`flex h-4 w-4 items-center justify-center rounded-full text-[10px] font-bold ${ok ? 'bg-emerald-700 text-white' : 'border border-stone-400'}`}>
                {ok ? '✓' : ''}
              </span>
              <span>
                {rule.label}
                <span className="sr-only">{ok ? ' (done)' : ' (missing)'}</span>
              </span>
            </li>
          );
        })}
      </ul>
      {confirm.length > 0 && (
        <p aria-live="polite" className={`mt-2 font-semibold ${password === confirm ? 'text-emerald-800' : 'text-red-700'}`}>
          {password === confirm ? MESSAGES.passwordsMatch : MESSAGES.passwordsDoNotMatch}
        </p>
      )}
    </div>
  );
}
