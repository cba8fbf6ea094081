import { Button } from 'antd';
import { type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

interface LinkButtonProps {
  to: string;
  children: ReactNode;
}

/** A primary button that is a real link (href, role link) yet navigates client-side without reloading the app. */
export function LinkButton({ to, children }: LinkButtonProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    // Let modified clicks (new tab, new window) do what the browser does with a link.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Button type="primary" href={to} onClick={onClick}>
      {children}
    </Button>
  );
}
