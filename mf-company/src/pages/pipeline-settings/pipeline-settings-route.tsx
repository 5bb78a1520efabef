import { PipelineSettingsPage } from '../../features/applications/components/pipeline-settings-page';
import { VendorTierDelaysCard } from '../../features/vendors/components/vendor-tier-delays-card';

/** The company's pipeline settings, with the vendor release delays below them. */
export function PipelineSettingsRoute() {
  return <PipelineSettingsPage extra={<VendorTierDelaysCard />} />;
}
