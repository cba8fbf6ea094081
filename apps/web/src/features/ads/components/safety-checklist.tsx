import { adsTexts } from '../ads.texts';

/**
 * Shown once per device before the first call or WhatsApp to a seller: the three rules that stop most scams. A plain
 * dialog element, so the ad page loads no dialog library for it.
 */
export function SafetyChecklist({ onUnderstood, onClose }: { onUnderstood: () => void; onClose: () => void }) {
  return (
    <div className="sm-checklist" role="dialog" aria-modal="true" aria-labelledby="safety-checklist-title">
      <div className="sm-checklist__box">
        <h2 id="safety-checklist-title">{adsTexts.checklistTitle}</h2>
        <ul>
          {adsTexts.checklist.map((rule) => (
            <li key={rule}>✅ {rule}</li>
          ))}
        </ul>
        <div className="sm-checklist__actions">
          <button type="button" className="sm-btn" onClick={onClose}>
            {adsTexts.checklistCancel}
          </button>
          <button type="button" className="sm-btn sm-btn--primary" onClick={onUnderstood} autoFocus>
            {adsTexts.checklistOk}
          </button>
        </div>
      </div>
    </div>
  );
}
