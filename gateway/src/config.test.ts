import path from 'node:path';
import express from 'express';
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

  it('loads demo content outside production only, unless DEMO_CONTENT says otherwise', () => {
    // NODE_ENV defaults to production: a real site started without settings shows no invented jobs.
    expect(loadConfig({})).toMatchObject({ demoContent: false, production: true });
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ demoContent: true, production: false });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ demoContent: true, production: false });
    // npm start sets DEMO_CONTENT=true (the demonstration site); an operator may turn it either way.
    expect(loadConfig({ DEMO_CONTENT: 'true' })).toMatchObject({ demoContent: true, production: false });
    expect(loadConfig({ NODE_ENV: 'development', DEMO_CONTENT: 'false' })).toMatchObject({ demoContent: false });
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
    ['CORS_ORIGINS', '*'],
    ['CORS_ORIGINS', 'admin.exemple.fr'],
    ['CORS_ORIGINS', 'https://admin.exemple.fr/api'],
    ['CORS_ORIGINS', 'https://admin.exemple.fr, ftp://fichiers.exemple.fr'],
    ['LEGAL_RCS_NUMBER', 'communiqué sur demande'],
    ['LEGAL_VAT_NUMBER', '12345'],
    ['HOSTING_PHONE', 'voir le site'],
    ['MEDIATOR_WEBSITE', 'mediateur.fr'],
    ['SMTP_URL', 'http://smtp.exemple.fr'],
    ['SMTP_URL', 'smtp.exemple.fr:587'],
    ['MAIL_FROM', 'Ecuvia'],
    ['MAIL_FROM', 'Ecuvia <contact>'],
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

  it('reads METRICS_TOKEN: 32 characters at least, without spaces, and never repeats a bad one', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    const token = 'a'.repeat(31) + 'b';
    expect(loadConfig({ METRICS_TOKEN: ` ${token} ` }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'secret-trop-court' })).toThrow(
      /^Configuration invalide : METRICS_TOKEN doit compter au moins 32 caractères[^«]*$/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: `${token} ${token}` })).toThrow(
      /^Configuration invalide : METRICS_TOKEN ne doit contenir aucun espace$/,
    );
  });

  it('reads the legal facts of the LEGAL_*, HOSTING_* and MEDIATOR_* variables, unset when empty', () => {
    const config = loadConfig({ LEGAL_RCS_NUMBER: '912 345 678', HOSTING_NAME: ' Hébergeur SAS ', MEDIATOR_NAME: '' });
    expect(config.legal).toEqual({ rcsNumber: '912 345 678', hostName: 'Hébergeur SAS' });
  });

  it('reads the SMTP server and the sender, and never repeats a bad SMTP_URL (it may hold a password)', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: undefined, confirmationsPerHour: 60 });
    expect(
      loadConfig({ SMTP_URL: 'smtps://site:secret@smtp.exemple.fr:465', MAIL_FROM: 'Ecuvia <contact@exemple.fr>' })
        .mail,
    ).toEqual({
      smtpUrl: 'smtps://site:secret@smtp.exemple.fr:465',
      from: 'Ecuvia <contact@exemple.fr>',
      confirmationsPerHour: 60,
    });
    expect(() => loadConfig({ SMTP_URL: 'imap://site:secret@smtp.exemple.fr' })).toThrow(
      /^Configuration invalide : SMTP_URL doit commencer par smtp:\/\/ ou smtps:\/\/$/,
    );
  });

  it('reads the hourly cap of visitor confirmations, 0 included, and refuses what is not a count', () => {
    expect(loadConfig({ MAIL_CONFIRMATIONS_PER_HOUR: '5' }).mail.confirmationsPerHour).toBe(5);
    expect(loadConfig({ MAIL_CONFIRMATIONS_PER_HOUR: '0' }).mail.confirmationsPerHour).toBe(0);
    for (const bad of ['-1', '2.5', 'beaucoup', '10001']) {
      expect(() => loadConfig({ MAIL_CONFIRMATIONS_PER_HOUR: bad }), bad).toThrow(
        /^Configuration invalide : MAIL_CONFIRMATIONS_PER_HOUR doit /,
      );
    }
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://www.example.org/' }).publicUrl).toBe('https://www.example.org');
  });

  it('takes the first administrator only as a pair, with a strong password that never shows in the error', () => {
    expect(loadConfig({ ADMIN_USERNAME: 'atelier', ADMIN_PASSWORD: 'un-long-mot-de-passe' }).initialAdmin).toEqual({
      username: 'atelier',
      password: 'un-long-mot-de-passe',
    });
    expect(loadConfig({}).initialAdmin).toBeUndefined();
    expect(() => loadConfig({ ADMIN_USERNAME: 'atelier' })).toThrow(/ADMIN_PASSWORD doit être défini avec/);
    expect(() => loadConfig({ ADMIN_USERNAME: 'atelier', ADMIN_PASSWORD: 'secret1' })).toThrow(
      /^Configuration invalide : ADMIN_PASSWORD refusé : Le mot de passe doit compter au moins 12 caractères\.$/,
    );
  });

  it('reads session, lockout and upload limits, with the documented defaults', () => {
    const defaults = loadConfig({});
    expect(defaults.auth).toEqual({
      sessionIdleMs: 7_200_000,
      sessionMaxMs: 86_400_000,
      lockoutMaxMs: 900_000,
      requireTwoFactor: false,
    });
    expect(loadConfig({ ADMIN_REQUIRE_2FA: '1' }).auth.requireTwoFactor).toBe(true);
    expect(() => loadConfig({ ADMIN_REQUIRE_2FA: 'oui' })).toThrow(/ADMIN_REQUIRE_2FA doit valoir true ou false/);
    expect(defaults.uploads).toEqual({ maxImageBytes: 25 * 1024 * 1024, maxVideoBytes: 500 * 1024 * 1024 });
    expect(loadConfig({ UPLOAD_MAX_IMAGE_MB: '2.5' }).uploads.maxImageBytes).toBe(2_621_440);
    expect(() => loadConfig({ UPLOAD_MAX_VIDEO_MB: '0' })).toThrow(/UPLOAD_MAX_VIDEO_MB/);
  });

  it('finds ffmpeg on the PATH by default, and resolves a relative FFMPEG_PATH against the working directory', () => {
    expect(loadConfig({}).ffmpegPath).toBe('ffmpeg');
    expect(loadConfig({ FFMPEG_PATH: 'ffmpeg7' }).ffmpegPath).toBe('ffmpeg7');
    expect(loadConfig({ FFMPEG_PATH: 'tools/ffmpeg' }).ffmpegPath).toBe(path.resolve('tools/ffmpeg'));
    expect(loadConfig({ FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg' }).ffmpegPath).toBe('/opt/ffmpeg/bin/ffmpeg');
    expect(loadConfig({ FFMPEG_PATH: '  ' }).ffmpegPath).toBe('ffmpeg');
  });

  it('keeps media on the local disk by default and selects S3 from MEDIA_STORE or S3_BUCKET', () => {
    expect(loadConfig({ DATA_DIR: 'var/data' }).media).toEqual({
      store: { kind: 'local', directory: path.resolve('var/data/uploads') },
      publicUrl: undefined,
    });
    const s3 = loadConfig({
      S3_BUCKET: 'medias.garage',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'cle',
      S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_PUBLIC_URL: 'https://cdn.example.org/uploads/',
    }).media;
    expect(s3).toEqual({
      store: {
        kind: 's3',
        bucket: 'medias.garage',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        credentials: { accessKeyId: 'cle', secretAccessKey: 'secret' },
        forcePathStyle: true,
        prefix: 'uploads/',
      },
      publicUrl: 'https://cdn.example.org/uploads',
    });
    // On AWS itself (no endpoint): virtual-hosted addressing and the SDK's own credential chain.
    expect(loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'medias', S3_REGION: 'eu-west-3' }).media.store).toMatchObject({
      endpoint: undefined,
      region: 'eu-west-3',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(loadConfig({ MEDIA_STORE: 'local', S3_BUCKET: 'medias' }).media.store.kind).toBe('local');
  });

  it.each([
    [{ MEDIA_STORE: 'disque' }, 'MEDIA_STORE', /doit valoir local ou s3/],
    [{ MEDIA_STORE: 's3' }, 'S3_BUCKET', /est obligatoire avec MEDIA_STORE=s3/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET', /est obligatoire quand S3_ENDPOINT est défini/],
    [{ S3_BUCKET: 'Mes_Medias' }, 'S3_BUCKET', /nom de compartiment/],
    [{ S3_BUCKET: 'medias', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT', /doit commencer par http:\/\//],
    [{ S3_BUCKET: 'medias', S3_ACCESS_KEY_ID: 'cle' }, 'S3_SECRET_ACCESS_KEY', /ensemble/],
    [{ S3_BUCKET: 'medias', S3_FORCE_PATH_STYLE: 'peut-être' }, 'S3_FORCE_PATH_STYLE', /true ou false/],
    [{ S3_BUCKET: 'medias', S3_PREFIX: 'uploads' }, 'S3_PREFIX', /terminé par \//],
    [{ MEDIA_PUBLIC_URL: 'cdn.example.org' }, 'MEDIA_PUBLIC_URL', /URL absolue/],
  ])('refuses the media settings %j, naming %s', (env, variable, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });

  it('never shows the S3 secret in an error', () => {
    expect(() => loadConfig({ S3_BUCKET: 'x', S3_SECRET_ACCESS_KEY: 'tres-secret' })).toThrow(
      /^Configuration invalide/,
    );
    try {
      loadConfig({ S3_BUCKET: 'x', S3_SECRET_ACCESS_KEY: 'tres-secret' });
    } catch (error) {
      expect((error as Error).message).not.toContain('tres-secret');
    }
  });

  describe('TRUST_PROXY', () => {
    const trustOf = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    const refusal = (value: string) => {
      try {
        loadConfig({ TRUST_PROXY: value });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).variable).toBe('TRUST_PROXY');
        expect((error as Error).message).not.toContain('\n');
        return (error as Error).message;
      }
      throw new Error(`TRUST_PROXY=${value} accepté`);
    };
    /** What Express makes of the value: its `trust proxy fn`, (address, hops from the socket) → believed. */
    const expressTrust = (value: string) =>
      express().set('trust proxy', trustOf(value)).get('trust proxy fn') as (address: string, hop: number) => boolean;

    it('trusts no proxy unless told', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      for (const none of ['false', '0', '00', 'no', 'off', 'FALSE']) expect(trustOf(none), none).toBe(false);
    });

    it('reads a number of proxies, up to 10', () => {
      expect(trustOf('1')).toBe(1);
      expect(trustOf(' 2 ')).toBe(2);
      expect(trustOf('10')).toBe(10);
      expect(refusal('11')).toMatch(/^Configuration invalide : TRUST_PROXY ne peut pas dépasser 10 proxys : .+« 11 »/);
    });

    it('reads proxies’ addresses and subnets, written as Express reads them', () => {
      expect(trustOf('10.0.0.0/8, 192.168.1.10')).toEqual(['10.0.0.0/8', '192.168.1.10']);
      expect(trustOf('Loopback,linklocal, uniquelocal,,')).toEqual(['loopback', 'linklocal', 'uniquelocal']);
      expect(trustOf('FC00::/7,2001:DB8:0:0::1')).toEqual(['fc00::/7', '2001:db8::1']);
      // IPv4-mapped IPv6 is the IPv4 address it maps: the same clients match.
      expect(trustOf('::ffff:10.0.0.0/104, ::ffff:192.0.2.1')).toEqual(['10.0.0.0/8', '192.0.2.1']);
    });

    it('refuses true, and every other way of believing any client, saying what to set instead', () => {
      expect(refusal('true')).toBe(
        'Configuration invalide : TRUST_PROXY ne doit pas valoir « true » : la passerelle croirait n’importe quel ' +
          'client, qui écrit lui-même X-Forwarded-For. Indiquez le nombre de proxys devant elle (TRUST_PROXY=1 ' +
          'derrière un nginx) ou leurs adresses (TRUST_PROXY=10.0.0.0/8)',
      );
      for (const everyone of ['TRUE', 'yes', 'on', '*', '0.0.0.0/0', '::/0', '10.0.0.1, ::/0', '::ffff:0.0.0.0/96']) {
        expect(refusal(everyone), everyone).toMatch(/croirait n’importe quel client.+TRUST_PROXY=1 derrière un nginx/);
      }
      // Two halves of the Internet are all of it: subnets wider than a proxy network's are refused.
      expect(refusal('0.0.0.0/1,128.0.0.0/1')).toMatch(/« 0\.0\.0\.0\/1 », un sous-réseau trop large .+\/8 en IPv4/);
      expect(refusal('2000::/3')).toMatch(/« 2000::\/3 », un sous-réseau trop large .+\/7 en IPv6/);
    });

    it.each([
      ['peut-être', 'peut-être'],
      ['nginx', 'nginx'],
      ['-1', '-1'],
      ['1.5', '1.5'],
      ['10.0.0.256', '10.0.0.256'],
      ['010.0.0.1', '010.0.0.1'],
      ['10.0.0.0/255.0.0.0', '10.0.0.0/255.0.0.0'],
      ['10.0.0.0/33', '10.0.0.0/33'],
      ['fd00::/129', 'fd00::/129'],
      ['fe80::1%eth0', 'fe80::1%eth0'],
      // Express's proxy-addr refuses this spelling at start-up: config refuses it first, with a reason.
      ['::1.2.3.4', '::1.2.3.4'],
      ['2, 10.0.0.1', '2'],
      [',', ','],
    ])('refuses %j, naming %j', (value, named) => {
      const message = refusal(value);
      expect(message).toMatch(/^Configuration invalide : TRUST_PROXY (doit être|contient|ne peut pas)/);
      expect(message).toContain(`« ${named} »`);
    });

    it('gives Express only values it takes, which believe exactly the proxies named', () => {
      const accepted = ['false', '1', '3', 'loopback,linklocal,uniquelocal', '10.0.0.0/8', 'fd00::/8, 2001:db8::1'];
      for (const value of accepted) expect(() => expressTrust(value), value).not.toThrow();
      // A hop count believes that many addresses from the socket, whoever they are.
      expect(expressTrust('1')('203.0.113.9', 0)).toBe(true);
      expect(expressTrust('1')('203.0.113.9', 1)).toBe(false);
      expect(expressTrust('2')('203.0.113.9', 1)).toBe(true);
      // Addresses believe those addresses only, at any distance.
      const network = expressTrust('10.0.0.0/8, ::ffff:192.0.2.1, loopback');
      for (const proxy of ['10.20.30.40', '::ffff:10.0.0.1', '192.0.2.1', '127.0.0.1', '::1']) {
        expect(network(proxy, 3), proxy).toBe(true);
      }
      for (const client of ['11.0.0.1', '192.0.2.2', '2001:db8::1', 'nimporte']) {
        expect(network(client, 0), client).toBe(false);
      }
      expect(expressTrust('false')('127.0.0.1', 0)).toBe(false);
    });
  });

  it('reads CORS_ORIGINS as a list of origins, none by default', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: ' https://admin.exemple.fr/, http://localhost:5173 ,, ' }).corsOrigins).toEqual([
      'https://admin.exemple.fr',
      'http://localhost:5173',
    ]);
  });
});
