import type { AdInsights } from '@surimarkt/contracts';
import { Card, Col, Row, Typography } from 'antd';
import { BarList } from '@/shared/ui/charts';
import { businessTexts } from '../business.texts';

const t = businessTexts.dashboard;
const regionNames = new Intl.DisplayNames(['nl'], { type: 'region' });
const countryName = (code: string) => {
  try {
    return /^[A-Z]{2}$/.test(code) ? (regionNames.of(code) ?? code) : t.unknown;
  } catch {
    return t.unknown;
  }
};

/** Publiek: where the viewers of the business's ads were, by country and (for logged-in viewers) by district. */
export function AudienceTab({ insights }: { insights: AdInsights }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card size="small" title={t.countries}>
          <BarList rows={insights.countries.map((c) => ({ label: countryName(c.country), count: c.count }))} empty={t.empty} />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card size="small" title={t.districts}>
          <BarList rows={insights.districts.map((d) => ({ label: d.district, count: d.count }))} empty={t.empty} />
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
            {t.districtsNote}
          </Typography.Paragraph>
        </Card>
      </Col>
    </Row>
  );
}
