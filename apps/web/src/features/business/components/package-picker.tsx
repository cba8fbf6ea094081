import type { BusinessPackage, PackageType } from '@surimarkt/contracts';
import { Card, Radio, Tag } from 'antd';
import { formatAmount } from '@/shared/format/money';
import { AtTodaysRate } from '@/shared/ui/at-todays-rate';
import { businessTexts } from '../business.texts';

const t = businessTexts.register;

/** The three tiers as the billing-service holds them (Pro: 50 ads, the one reading shown everywhere), one chosen. */
export function PackagePicker({
  packages,
  value,
  onChange,
}: {
  packages: BusinessPackage[];
  value?: PackageType;
  onChange?: (type: PackageType) => void;
}) {
  return (
    <Radio.Group value={value} onChange={(e) => onChange?.(e.target.value as PackageType)} style={{ width: '100%' }}>
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
        {packages.map((p) => (
          <label key={p.type} style={{ cursor: 'pointer' }}>
            <Card
              size="small"
              style={{
                height: '100%',
                borderColor: value === p.type ? 'var(--sm-green)' : p.isPopular ? '#faad14' : undefined,
                borderWidth: value === p.type ? 2 : 1,
              }}
              title={
                <Radio value={p.type} aria-label={p.name}>
                  <strong>{p.name}</strong>
                </Radio>
              }
              extra={p.isPopular ? <Tag color="gold">{t.popular}</Tag> : null}
            >
              <div style={{ fontSize: 22, fontWeight: 700 }}>
                {formatAmount(p.priceCents, p.currency)} <small style={{ fontSize: 13, fontWeight: 400 }}>{t.perMonth}</small>
              </div>
              <AtTodaysRate cents={p.priceCents} currency={p.currency} />
              <ul style={{ paddingInlineStart: 18, margin: '8px 0 0' }}>
                <li>{t.package.ads(p.maxAds)}</li>
                <li>{t.package.days(p.validityDays)}</li>
                <li>{t.package.featured(p.featuredAds)}</li>
                {p.topListings > 0 && <li>{t.package.top(p.topListings)}</li>}
                <li>{t.package.support[p.support]}</li>
                {t.package.analytics[p.analytics] && <li>{t.package.analytics[p.analytics]}</li>}
              </ul>
            </Card>
          </label>
        ))}
      </div>
    </Radio.Group>
  );
}
