import type { ReactNode } from 'react';
import { Heading, Lead, Surface } from './content-blocks';

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
      <Surface style={{ width: '100%', maxWidth: 440 }}>
        <Heading level={2}>{title}</Heading>
        {description && <Lead>{description}</Lead>}
        {children}
        {footer && <p style={{ margin: '16px 0 0', textAlign: 'center' }}>{footer}</p>}
      </Surface>
    </div>
  );
}
