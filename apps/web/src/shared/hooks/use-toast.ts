import { type Toast, type ToastKind, toastStore } from '../ui/toast-store';

type Options = Partial<Pick<Toast, 'description' | 'action' | 'duration'>>;
const show =
  (kind: ToastKind) =>
  (title: string, options: Options = {}) =>
    toastStore.show({ kind, title, ...options });

const toastApi = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
  loading: show('loading'),
  close: (id?: number) => toastStore.close(id),
};

/** The app's one toast channel: one visible at a time, a newer replaces the older (spec §4). */
export function useToast() {
  return toastApi;
}
