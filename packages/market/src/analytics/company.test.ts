import { describe, expect, it } from 'vitest';
import { companyBrand, companyNames, isOrganisation } from './company.ts';

describe('company names', () => {
  it('labels a company by its seller, with the developer name as alias when it differs', () => {
    expect(companyNames('Fuzhou Ruichen Co., Ltd.', '福州瑞辰互动娱乐有限公司')).toEqual({
      name: '福州瑞辰互动娱乐有限公司',
      alias: 'Fuzhou Ruichen Co., Ltd.',
    });
    expect(companyNames('Yan Li', '')).toEqual({ name: 'Yan Li', alias: '' });
  });

  it('finds the trade name a group of accounts shares', () => {
    expect(companyBrand('福州瑞辰互动娱乐有限公司')).toBe('瑞辰');
    expect(companyBrand('瑞辰游戏有限公司')).toBe('瑞辰');
    expect(companyBrand('上海瑞辰网络科技有限公司')).toBe('瑞辰');
    expect(companyBrand('深圳市腾讯计算机系统有限公司')).toBe('腾讯');
    expect(companyBrand('腾讯科技(深圳)有限公司')).toBe('腾讯');
    expect(companyBrand('北京字节跳动科技有限公司')).toBe('字节跳动');
    expect(companyBrand('网易（杭州）网络有限公司')).toBe('网易');
    expect(companyBrand('广东省星宇文化传媒股份有限公司')).toBe('星宇');
    expect(companyBrand('杭州蓝信电子商务有限公司')).toBe('蓝信');
    expect(companyBrand('北京蓝信金融信息服务有限公司')).toBe('蓝信');
    expect(companyBrand('成都蓝信教育科技有限公司')).toBe('蓝信');
  });

  it('keeps at least two characters of a name made of place and business words', () => {
    expect(companyBrand('北京科技有限公司')).toBe('北京');
    expect(companyBrand('游戏有限公司')).toBe('游戏');
  });

  it('compares other names without legal form and line of business, ignoring case', () => {
    expect(companyBrand('Lena Network Limited')).toBe('lena');
    expect(companyBrand('Anyue Games Limited')).toBe('anyue');
    expect(companyBrand('Supercell Oy')).toBe('supercell oy');
    expect(companyBrand('Tencent Technology (Shenzhen) Co., Ltd.')).toBe('tencent');
    expect(companyBrand('  Wei Zhang ')).toBe('wei zhang');
    expect(companyBrand('')).toBe('');
  });

  it('tells organisations from individual developers by their legal names', () => {
    expect(isOrganisation('Shanghai Xingyu Network Technology Co., Ltd.', '上海星宇网络科技有限公司')).toBe(true);
    expect(isOrganisation('Xingyu Games Limited', '星宇游戏有限公司')).toBe(true);
    expect(isOrganisation('Google LLC', 'Google LLC')).toBe(true);
    expect(isOrganisation('Supercell Oy', 'Supercell Oy')).toBe(true);
    expect(isOrganisation('Happy Elements', '乐元素科技有限公司')).toBe(true);
    expect(isOrganisation('星宇工作室', '')).toBe(true);
    expect(isOrganisation('Wei Zhang', 'Wei Zhang')).toBe(false);
    expect(isOrganisation('Yan Li', '')).toBe(false);
    expect(isOrganisation('张伟', '张伟')).toBe(false);
    expect(isOrganisation('Coco Sa', 'Coco Sa')).toBe(false);
  });
});
