/** The app's one toast at a time (spec §4: a newer toast replaces the older). A tiny store, no antd on first load. */
export type ToastKind = 'success' | 'error' | 'warning' | 'info' | 'loading';

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  description?: string;
  action?: { label: string; onClick: () => void };
  /** seconds; 0 keeps it until replaced or closed */
  duration: number;
}

type Listener = () => void;
let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function emit() {
  listeners.forEach((l) => l());
}

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => current,
  show(toast: Omit<Toast, 'id' | 'duration'> & { duration?: number }): number {
    clearTimeout(timer);
    const id = nextId++;
    const duration = toast.duration ?? (toast.kind === 'loading' ? 0 : 3);
    current = { ...toast, id, duration };
    if (duration > 0) timer = setTimeout(() => toastStore.close(id), duration * 1000);
    emit();
    return id;
  },
  close(id?: number) {
    if (!current || (id !== undefined && current.id !== id)) return;
    clearTimeout(timer);
    current = null;
    emit();
  },
};
