import { linkTab } from '@portal/shared/supabase';
import { SUBMISSION_DOCUMENT_KINDS } from '@portal/shared/validation';
import { Alert, Button, Card, Typography } from 'antd';
import {
  useOpenSubmittedDocumentMutation,
  useSubmittedDocumentsQuery,
  type SubmittedDocument,
} from '../api/get-submitted-documents';

/** The resume and documents a vendor sent with the application, each signed when clicked. */
export function SubmittedDocumentsCard({ applicationId }: { applicationId: string }) {
  const documents = useSubmittedDocumentsQuery({ applicationId });
  if (documents.error) return <Alert type="error" showIcon title={documents.error.message} />;
  if (!documents.data || documents.data.length === 0) return null;
  return (
    <Card title="Submitted Documents" size="small">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {documents.data.map((doc) => (
          <li key={doc.id}>
            <SubmittedDocumentLink doc={doc} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function SubmittedDocumentLink({ doc }: { doc: SubmittedDocument }) {
  const open = useOpenSubmittedDocumentMutation();
  return (
    <span>
      <Button
        type="link"
        style={{ padding: 0 }}
        loading={open.isPending}
        onClick={() => open.mutate({ path: doc.path }, linkTab())}
      >
        {doc.file_name}
      </Button>{' '}
      <Typography.Text type="secondary">({SUBMISSION_DOCUMENT_KINDS[doc.kind]})</Typography.Text>
    </span>
  );
}
