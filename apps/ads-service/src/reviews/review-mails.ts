import { type MailContent, REVIEW_INVITATION_DAYS } from '@surimarkt/contracts';

interface Context {
  publicUrl: string;
  siteName: string;
}

/** To each side of a sale: rate the other. */
export function reviewInvitationMail(
  invitation: { adTitle: string; otherName: string; role: 'seller' | 'buyer' },
  ctx: Context,
): { subject: string; content: MailContent } {
  const other = invitation.role === 'seller' ? `de verkoper, ${invitation.otherName}` : `de koper, ${invitation.otherName}`;
  return {
    subject: `${ctx.siteName}: beoordeel je ${invitation.role === 'seller' ? 'aankoop' : 'verkoop'} van "${invitation.adTitle}"`,
    content: {
      heading: 'Hoe ging het?',
      paragraphs: [
        `"${invitation.adTitle}" is verkocht. Geef ${other} een beoordeling van 1 tot 5 sterren met een korte toelichting.`,
        'Je beoordeling verschijnt zodra jullie allebei beoordeeld hebben, of na 14 dagen: ' +
          'zo kan niemand reageren op wat de ander schreef.',
      ],
      button: { label: 'Beoordeling geven', url: new URL('/profiel/beoordelingen', ctx.publicUrl).toString() },
      smallPrint: [`Je kunt ${REVIEW_INVITATION_DAYS} dagen een beoordeling geven.`],
    },
  };
}
