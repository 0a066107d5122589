import { type ReactNode, useId } from "react";
import type { ModalControl } from "#app/hooks/use-modal";

/**
 * The shop's modal: a native <dialog> opened by `useModal().show` (focus kept inside, Escape closes, focus given
 * back), with its title and a close button. `alert`: a question that needs an answer (role alertdialog).
 */
export function Modal({
  control,
  title,
  description,
  alert = false,
  children,
}: {
  control: ModalControl;
  title: string;
  /** Read with the title when the dialog opens. */
  description?: ReactNode;
  alert?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <dialog
      {...control.dialogProps}
      role={alert ? "alertdialog" : undefined}
      aria-labelledby={`${id}-titre`}
      aria-describedby={description ? `${id}-texte` : undefined}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-1rem))] rounded-2xl p-0 backdrop:bg-black/50"
    >
      <div className="p-4 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-titre`} className="font-serif text-2xl font-bold text-miel-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={control.close}
            className="min-h-11 shrink-0 rounded-full border border-stone-400 px-4 font-semibold"
          >
            Fermer
          </button>
        </div>
        {description && (
          <div id={`${id}-texte`} className="mt-3">
            {description}
          </div>
        )}
        {control.isOpen && children}
      </div>
    </dialog>
  );
}
