// The languages of the CLI, by name: a new language is a driver file
// (cli/driver.ts says what it implements) and one line here. The order is
// the order in which drivers' `detect` hooks are asked.
import type { DriverRegistry, LanguageDriver } from '../driver.ts';
import { htmlDriver } from './html.ts';
import { skyDriver } from './sky.ts';
import { xmlDriver } from './xml.ts';

/** A registry of these drivers (a test adds its own to the built-in ones). */
export function driverRegistry(drivers: readonly LanguageDriver[]): DriverRegistry {
  return new Map(drivers.map((driver) => [driver.name, driver]));
}

export const DRIVERS: DriverRegistry = driverRegistry([skyDriver, xmlDriver, htmlDriver]);
