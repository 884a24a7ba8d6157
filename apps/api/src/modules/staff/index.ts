/** The Staff module's front door: only the composition root imports it. */
export { StaffModule } from './staff.module';
