import { lazy } from 'react';

/**
 * The modal, its editor and antd (with its Dutch ConfigProvider) load only when a user opens it: the public pages
 * stay light, since nothing in their first load imports antd.
 */
export const LazyPostAdModal = lazy(async () => {
  const [{ PostAdModal }, { AntdProvider }] = await Promise.all([import('./post-ad-modal'), import('@/shared/ui/antd-provider')]);
  return {
    default: (props: { isOpen: boolean; onClose: () => void }) => (
      <AntdProvider>
        <PostAdModal {...props} />
      </AntdProvider>
    ),
  };
});
