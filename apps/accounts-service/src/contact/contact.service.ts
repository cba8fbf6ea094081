import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CONTACT_MESSAGES, type ContactMessageDto, type ContactSent } from '@surimarkt/contracts';
import { Repository } from 'typeorm';
import { type Env } from '../config/env';
import { MailerService, type OutgoingMail, InjectEnv } from '@surimarkt/server';
import { ContactMessageEntity } from './contact-message.entity';

@Injectable()
export class ContactService {
  constructor(
    @InjectEnv() private readonly env: Env,
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    private readonly mailer: MailerService,
  ) {}

  /** Stores the message first, then mails the operator in the background: a mail failure never loses it. */
  async send(dto: ContactMessageDto): Promise<ContactSent> {
    const saved = await this.messages.save(
      this.messages.create({
        name: dto.name,
        email: dto.email,
        phone: dto.phone || null,
        subject: dto.subject,
        message: dto.message,
      }),
    );
    this.mailer.sendInBackground(this.operatorMail(saved), async () => {
      await this.messages.update({ id: saved.id }, { mailedAt: new Date() });
    });
    return { id: saved.id, message: CONTACT_MESSAGES.sent };
  }

  private operatorMail(saved: ContactMessageEntity): OutgoingMail {
    const received = saved.createdAt.toLocaleString('nl-NL', { timeZone: 'America/Paramaribo', dateStyle: 'long', timeStyle: 'short' });
    return {
      to: this.env.OPERATOR_EMAIL,
      // Replying in the mail client answers the visitor directly; as an object so nodemailer quotes odd names.
      replyTo: { name: saved.name, address: saved.email },
      subject: `Nieuw contactbericht: ${saved.subject}`,
      content: {
        heading: 'Nieuw contactbericht',
        paragraphs: [`Nieuw bericht via het contactformulier van ${this.env.SITE_NAME}.`],
        facts: [
          { label: 'Naam', value: saved.name },
          { label: 'E-mail', value: saved.email },
          { label: 'Telefoon', value: saved.phone ?? 'niet opgegeven' },
          { label: 'Onderwerp', value: saved.subject },
          { label: 'Bericht', value: saved.message },
        ],
        smallPrint: [`Ontvangen op ${received} (bericht ${saved.id}).`],
      },
    };
  }
}
