import { App } from 'antd';

/** The app's one toast channel; providers.tsx limits it to one visible toast (spec §4: newer replaces older). */
export function useToast() {
  return App.useApp().message;
}
