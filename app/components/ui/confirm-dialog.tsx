import type { ModalControl } from "#app/hooks/use-modal";
import { Button } from "./button";
import { Modal } from "./modal";

/** A yes-or-no question in a modal: cancelling is the focused, safe answer. */
export function ConfirmDialog({
  control,
  title,
  question,
  confirmLabel,
  onConfirm,
}: {
  control: ModalControl;
  title: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  return (
    <Modal control={control} title={title} description={<p className="text-lg">{question}</p>} alert>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="neutral" onClick={control.close} autoFocus>
          Annuler
        </Button>
        <Button
          onClick={() => {
            control.close();
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
