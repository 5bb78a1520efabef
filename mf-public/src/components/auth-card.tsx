import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** Narrow centred card used by every account screen; fills the width on phones. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '24px 0' }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
        {children}
        {footer && <div style={{ marginTop: 16, textAlign: 'center' }}>{footer}</div>}
      </Card>
    </div>
  );
}
