import type { AdInsights } from '@surimarkt/contracts';
import { Card } from 'antd';
import { BarList } from '@/shared/ui/charts';
import { businessTexts } from '../business.texts';

const t = businessTexts.dashboard;

/** Zoekopdrachten: the searches after which a visitor opened one of the business's ads. */
export function SearchTermsTab({ insights }: { insights: AdInsights }) {
  return (
    <Card size="small" title={t.searchTerms}>
      <BarList rows={insights.searchTerms.map((s) => ({ label: s.term, count: s.count }))} empty={t.empty} />
    </Card>
  );
}
