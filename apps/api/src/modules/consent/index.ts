/** The Consent module's front door: the app composes it; no other module calls it. */
export { ConsentModule } from './consent.module';
