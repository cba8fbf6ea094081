import { Card, Typography } from 'antd';
import { type ReactNode } from 'react';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import './auth.css';

/** The narrow centred card every account page uses: readable on a phone, not stretched on a laptop. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="sm-auth">
      <Card className="sm-auth__card">
        <Typography.Title level={1} className="sm-auth__title">
          {title}
        </Typography.Title>
        {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
        {children}
      </Card>
    </div>
  );
}
