import { useRef, useState } from "react";

/**
 * A native modal <dialog>: `show` opens it (the page behind becomes inert, so the focus stays inside; Escape
 * closes it) and remembers what had the focus; closing, however it happens, gives the focus back there.
 */
export function useModal() {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [isOpen, setOpen] = useState(false);

  const show = () => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement ? active : null;
    ref.current?.showModal();
    setOpen(true);
  };
  const close = () => ref.current?.close();
  const onClose = () => {
    setOpen(false);
    opener.current?.focus();
    opener.current = null;
  };
  return { isOpen, show, close, dialogProps: { ref, onClose } };
}

export type ModalControl = ReturnType<typeof useModal>;
