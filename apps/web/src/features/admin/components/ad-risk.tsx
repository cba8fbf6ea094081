import type { AdRisk } from '@surimarkt/contracts';
import { Image, Tag, Typography } from 'antd';
import { isTrustedImageUrl, thumbnailUrl } from '@/shared/lib/image-url';
import { links } from '@/shared/lib/paths';
import { adminTexts } from '../admin.texts';

const t = adminTexts.risk;

/** A score from 0 to 100 in the colour of its danger. */
const colourOf = (score: number) => (score >= 60 ? 'red' : score >= 30 ? 'orange' : 'green');

/**
 * A pending ad's risk on its moderation card: the score, each reason in Dutch, and each photo found in another
 * account's ad side by side with that ad's photo (a link to it).
 */
export function AdRiskSummary({ risk }: { risk: AdRisk }) {
  return (
    <div style={{ marginBottom: 8 }} aria-label={t.score(risk.score)}>
      <Tag color={colourOf(risk.score)}>{t.score(risk.score)}</Tag>
      {risk.reasons.length > 0 && (
        <ul style={{ margin: '6px 0 0', paddingLeft: 18, fontSize: 13 }}>
          {risk.reasons.map((reason) => (
            <li key={reason}>{t.reasons[reason]}</li>
          ))}
        </ul>
      )}
      {risk.duplicates.map((d) => (
        <figure key={`${d.photo}-${d.otherAdId}`} style={{ margin: '6px 0 0' }}>
          <div style={{ display: 'flex', gap: 6 }}>
            {[
              { src: d.photo, label: t.thisAd },
              { src: d.otherPhoto, label: t.otherAd(d.otherAdId) },
            ]
              .filter((p) => isTrustedImageUrl(p.src))
              .map((p) => (
                <Image key={p.label} src={thumbnailUrl(p.src)} preview={{ src: p.src }} width={96} height={72} alt={p.label} />
              ))}
          </div>
          <figcaption style={{ fontSize: 12 }}>
            <Typography.Link href={links.ad(d.otherAdId)} target="_blank" rel="noreferrer">
              {t.samePhoto} {d.otherAdId}
            </Typography.Link>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
