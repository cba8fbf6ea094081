// A feature's tests build the app's store through testing/, as features never import app/ themselves.
export { makeStore } from '@/app/store';
