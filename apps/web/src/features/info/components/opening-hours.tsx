import { Card } from 'antd';
import { INFO_TEXTS } from '../info.texts';

const texts = INFO_TEXTS.contact;

/** Mon-Fri 08:00-17:00, Sat 09:00-15:00, Sun closed (accounts spec 2.16). */
export function OpeningHours() {
  return (
    <Card title={texts.hoursTitle}>
      <table style={{ width: '100%' }}>
        <tbody>
          {texts.hours.map((row) => (
            <tr key={row.days}>
              <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal', padding: '4px 0' }}>
                {row.days}
              </th>
              <td style={{ textAlign: 'right' }}>{row.time}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
