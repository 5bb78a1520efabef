import { useParams } from 'react-router-dom';
import { z } from 'zod';
import { ApplicationDetailPage } from '../../features/applications/components/application-detail-page';
import { ApplicationHiring } from '../../features/hiring/components/hiring-sections';
import { ApplicationCreditsCard } from '../../features/ownership/components/application-credits-card';

/** The company's application screen with whom it is credited to, its interviews, scorecards and notes. */
export function ApplicationPage() {
  const { id = '' } = useParams();
  const valid = z.string().uuid().safeParse(id).success;
  return (
    <ApplicationDetailPage>
      {valid ? (
        <>
          <ApplicationCreditsCard applications={[{ id }]} />
          <ApplicationHiring applicationId={id} />
        </>
      ) : null}
    </ApplicationDetailPage>
  );
}
