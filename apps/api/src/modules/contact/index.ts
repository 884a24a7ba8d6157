/** The Contact module's front door: only the composition root imports it. */
export { ContactModule } from './contact.module';
