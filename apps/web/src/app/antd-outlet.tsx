import { Outlet } from 'react-router-dom';
import { AntdProvider } from '@/shared/ui/antd-provider';

/** A pathless route for pages built with antd components: they get antd in Dutch with our theme. */
export function AntdOutlet() {
  return (
    <AntdProvider>
      <Outlet />
    </AntdProvider>
  );
}
