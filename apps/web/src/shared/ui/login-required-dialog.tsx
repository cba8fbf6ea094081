import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { sharedTexts } from '../shared.texts';
import { AntdProvider } from './antd-provider';
import { links } from '@/shared/lib/paths';

interface LoginRequiredDialogProps {
  isOpen: boolean;
  title: string;
  text: string;
  onClose: () => void;
}

/** Guests who try something that needs an account: explain and offer the way to /auth. */
export function LoginRequiredDialog({ isOpen, title, text, onClose }: LoginRequiredDialogProps) {
  const navigate = useNavigate();
  return (
    <AntdProvider>
      <Modal
        open={isOpen}
        title={title}
        onCancel={onClose}
        footer={[
          <Button key="cancel" onClick={onClose}>
            {sharedTexts.cancel}
          </Button>,
          <Button
            key="login"
            type="primary"
            onClick={() => {
              onClose();
              navigate(links.auth);
            }}
          >
            {sharedTexts.toLogin}
          </Button>,
        ]}
      >
        <p>{text}</p>
      </Modal>
    </AntdProvider>
  );
}
