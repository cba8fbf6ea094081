// What app/ composes of the push feature: the offer after a message (root layout), the worker's messages to the page,
// and the devices and switches in Instellingen. The settings bring antd: the public pages import the offer and the
// worker's messages from their own files.
export { PushOffer } from './components/push-offer';
export { PushSettings } from './components/push-settings';
export { PushWorkerMessages } from './components/push-worker-messages';
