import { Card, Empty, List, Typography } from 'antd';
import type { CandidateRecord } from '../../features/candidates/api/get-candidate';
import { CandidateDocumentLink } from '../../features/applications/components/candidate-document-link';
import type { ApplicationDocument } from '../../lib/applications/get-application-detail';

/** The candidate's stored documents, or their external links, in the order the application lists them. */
export function candidateDocuments(candidate: CandidateRecord): ApplicationDocument[] {
  const external = (value: string) =>
    /^https?:\/\//i.test(value) && !value.includes('/storage/v1/') ? value : null;
  return [
    ...(candidate.resume_url
      ? [{ type: 'resume' as const, name: 'Resume', index: 0, url: external(candidate.resume_url) }]
      : []),
    ...(candidate.cover_letter_url
      ? [
          {
            type: 'cover_letter' as const,
            name: 'Cover Letter',
            index: 0,
            url: external(candidate.cover_letter_url),
          },
        ]
      : []),
    ...(candidate.certificates ?? []).map((value, index) => ({
      type: 'certificate' as const,
      name: `Certificates #${index + 1}`,
      index,
      url: external(value),
    })),
  ];
}

/**
 * Documents open through one of the person's applications to this company: the server signs the
 * link for an hour and records the view, which the candidate sees on their Privacy page.
 */
export function CandidateDocumentsCard({
  candidate,
  applicationId,
}: {
  candidate: CandidateRecord;
  applicationId: string | null;
}) {
  const documents = candidateDocuments(candidate);
  return (
    <Card title="Documents">
      <List
        size="small"
        dataSource={documents}
        locale={{
          emptyText: (
            <Empty description="No documents uploaded" image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ),
        }}
        renderItem={(doc) => (
          <List.Item>
            {applicationId ? (
              <CandidateDocumentLink applicationId={applicationId} doc={doc} />
            ) : (
              <Typography.Text type="secondary">
                {doc.name} (opens from an application to your jobs)
              </Typography.Text>
            )}
          </List.Item>
        )}
      />
    </Card>
  );
}
