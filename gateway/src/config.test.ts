import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      centres: 'fr',
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('treats empty values as unset and trims the others', () => {
    expect(loadConfig({ PORT: '', CENTRES: ' ma ' })).toMatchObject({ port: 3000, centres: 'ma' });
  });

  it('resolves a centres file and the data folder against the working directory', () => {
    const config = loadConfig({ CENTRES: 'conf/centres.json', DATA_DIR: 'var/data' });
    expect(config.centres).toBe(path.resolve('conf/centres.json'));
    expect(config.dataDir).toBe(path.resolve('var/data'));
  });

  it.each([
    ['PORT', 'trois mille'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'http://example.org/db'],
    ['DATABASE_POOL_SIZE', '0'],
    ['CENTRES', 'be'],
    ['PUBLIC_URL', 'www.example.org'],
    ['NODE_ENV', 'staging'],
  ])('names %s when its value %j is bad', (variable, value) => {
    let error: unknown;
    try {
      loadConfig({ [variable]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as Error).message).toMatch(new RegExp(`^Configuration invalide : ${variable} .+`));
    expect((error as Error).message).not.toContain('\n');
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://www.example.org/' }).publicUrl).toBe('https://www.example.org');
  });
});
