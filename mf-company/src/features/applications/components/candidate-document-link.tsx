import { safeHref } from '@portal/shared/validation';
import { Button, Typography } from 'antd';
import type { ApplicationDocument } from '../../../lib/applications/get-application-detail';
import { useOpenCandidateDocumentMutation } from '../api/open-candidate-document';
import { linkTab } from '@portal/shared/supabase';

/**
 * One applicant document. A stored file gets its link when clicked (the view is recorded); the
 * tab opens at once, while the click still counts as the user's, and is pointed at the link.
 */
export function CandidateDocumentLink({
  applicationId,
  doc,
}: {
  applicationId: string;
  doc: ApplicationDocument;
}) {
  const open = useOpenCandidateDocumentMutation();
  if (doc.url !== null) {
    const href = safeHref(doc.url);
    return href ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {doc.name}
      </a>
    ) : (
      <Typography.Text type="secondary">{doc.name} (unavailable)</Typography.Text>
    );
  }
  const onClick = () =>
    open.mutate({ applicationId, document: doc.type, index: doc.index }, linkTab());
  return (
    <Button type="link" style={{ padding: 0 }} loading={open.isPending} onClick={onClick}>
      {doc.name}
    </Button>
  );
}
