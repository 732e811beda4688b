// A dialog's first focus and its Escape key: focus lands on the safe button, Escape closes.
import { useEffect, type RefObject } from 'react';

export function useDialogKeys(focusRef: RefObject<HTMLElement | null>, onClose: () => void): void {
  useEffect(() => {
    focusRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focusRef, onClose]);
}
