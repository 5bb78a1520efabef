import { Button, Col, Row } from 'antd';
import { Heading, Lead, Surface } from '../../../components/content-blocks';
import { INDUSTRIES } from '../content/industries';

export function IndustriesPage() {
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto' }}>
      <Heading>Industries We Serve</Heading>
      <Lead style={{ fontSize: 16 }}>
        Specialist recruiters and partner vendors across ten industries.
      </Lead>
      <Row gutter={[24, 24]}>
        {INDUSTRIES.map((industry) => (
          <Col key={industry.name} xs={24} sm={12} lg={8} xl={6}>
            <Surface style={{ height: '100%' }} aria-label={industry.name}>
              <Heading level={3}>{industry.name}</Heading>
              <Lead>{industry.description}</Lead>
              <Lead strong data-testid="industry-positions">
                {industry.positions} active positions
              </Lead>
              <Button>View Positions</Button>
            </Surface>
          </Col>
        ))}
      </Row>
    </div>
  );
}
