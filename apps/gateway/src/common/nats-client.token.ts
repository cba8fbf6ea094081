/** The gateway's one NATS ClientProxy (registered in AppModule.forRoot). */
export const NATS_CLIENT = 'NATS_CLIENT';
