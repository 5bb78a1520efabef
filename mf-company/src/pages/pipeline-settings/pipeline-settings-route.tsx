import { PipelineSettingsPage } from '../../features/applications/components/pipeline-settings-page';
import { VendorStagesCard } from '../../features/vendor-stages/components/vendor-stages-card';
import { VendorTierDelaysCard } from '../../features/vendors/components/vendor-tier-delays-card';

/** The company's pipeline settings, with what vendors see and the vendor release delays below them. */
export function PipelineSettingsRoute() {
  return (
    <PipelineSettingsPage
      extra={
        <>
          <VendorStagesCard />
          <VendorTierDelaysCard />
        </>
      }
    />
  );
}
