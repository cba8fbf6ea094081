/** Dutch texts shown when the browser has no connection. */
export const offlineTexts = {
  notice: 'Je bent offline',
  detail: 'Advertenties die je eerder hebt bekeken, kun je nog lezen.',
} as const;
